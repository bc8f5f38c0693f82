// The whole public API in one include.
#pragma once

#include "spgen/cache.hpp"
#include "spgen/context.hpp"
#include "spgen/csr.hpp"
#include "spgen/error.hpp"
#include "spgen/matrix.hpp"
#include "spgen/matrix_market.hpp"
#include "spgen/matrix_sources.hpp"
#include "spgen/plan.hpp"
#include "spgen/plan_cache.hpp"
#include "spgen/registry.hpp"
#include "spgen/stats.hpp"
