# Header-only dependencies, found by header so that a folder named in
# CMAKE_INCLUDE_PATH also works where no package manager installed them
# (the lent GPU machine has none).
find_path(SPGEN_XXHASH_INCLUDE_DIR xxhash.h REQUIRED)
add_library(spgen_xxhash INTERFACE)
target_include_directories(spgen_xxhash SYSTEM INTERFACE "${SPGEN_XXHASH_INCLUDE_DIR}")

find_path(SPGEN_CLI11_INCLUDE_DIR CLI/CLI.hpp)
find_path(SPGEN_JSON_INCLUDE_DIR nlohmann/json.hpp)
if(SPGEN_CLI11_INCLUDE_DIR)
  add_library(spgen_cli11 INTERFACE)
  target_include_directories(spgen_cli11 SYSTEM INTERFACE "${SPGEN_CLI11_INCLUDE_DIR}")
endif()
if(SPGEN_JSON_INCLUDE_DIR)
  add_library(spgen_json INTERFACE)
  target_include_directories(spgen_json SYSTEM INTERFACE "${SPGEN_JSON_INCLUDE_DIR}")
endif()
