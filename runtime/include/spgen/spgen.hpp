// The whole public API in one include.
#pragma once

#include "spgen/session/cache.hpp"
#include "spgen/session/context.hpp"
#include "spgen/core/csr.hpp"
#include "spgen/core/device_matrix.hpp"
#include "spgen/core/error.hpp"
#include "spgen/core/matrix.hpp"
#include "spgen/matrices/matrix_market.hpp"
#include "spgen/matrices/sources.hpp"
#include "spgen/plan/plan.hpp"
#include "spgen/plan/spmm_plan.hpp"
#include "spgen/session/plan_cache.hpp"
#include "spgen/session/tuning_db.hpp"
#include "spgen/plan/tune.hpp"
#include "spgen/plan/model.hpp"
#include "spgen/core/registry.hpp"
#include "spgen/core/stats.hpp"
