# spgen_warnings(target): the project's warning set, applied to our own code only.
function(spgen_warnings target)
  target_compile_options(${target} PRIVATE
    $<$<COMPILE_LANGUAGE:CXX>:-Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor -Wno-unknown-pragmas>)
endfunction()
