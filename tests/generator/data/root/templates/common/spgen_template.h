// Test copy of the markers (kept apart from templates/ so the goldens stay stable).
#pragma once
#if defined(__clang__)
#define SPGEN_ENTRY __attribute__((annotate("spgen_entry")))
#else
#define SPGEN_ENTRY
#endif
#define SPGEN_UNROLL _Pragma("unroll")
