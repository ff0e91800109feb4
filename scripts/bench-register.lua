-- The register as users use it (issue 12): every request a random page among
-- the first PAGES (default 100) of 50 rows, one of ten sorts, zero to two
-- filters among rating / approval status / function / category, and a search
-- term on 15% of requests. Values are those of scripts/bench-risks.sql.
--
--   wrk -t2 -c32 -d20s --timeout 30s --latency -s scripts/bench-register.lua \
--       -H "Authorization: Bearer $token" http://127.0.0.1:8080
--
-- done() prints the answers that were not 2xx, with 429 (shed by the gateway)
-- and 5xx apart: wrk's own "Non-2xx" lumps them together.

local pages = tonumber(os.getenv("PAGES") or "100")
local per_page = 50

local sorts = {
  "reference", "-reference", "title", "-title", "net_score", "-net_score",
  "gross_score", "-gross_score", "updated_at", "-updated_at",
}
local filters = {
  rating = { "Minimal", "Low", "Medium", "High", "Severe" },
  approval_status = { "approved", "pending", "proposed", "rejected" },
  function_id = { "fn-executive", "fn-finance", "fn-compliance", "fn-operations", "fn-it", "fn-hr" },
  category_id = {
    "cat-tech-cyber", "cat-tech-availability", "cat-comp-privacy", "cat-comp-aml", "cat-ops-third",
    "cat-ops-process", "cat-ops-people", "cat-fin-credit", "cat-fin-liquidity", "cat-strategic",
  },
}
local filter_names = { "rating", "approval_status", "function_id", "category_id" }

local function pick(list)
  return list[math.random(#list)]
end

-- What a user types: a number from a title, a reference, a hash fragment.
local function search_term()
  local kind = math.random(3)
  if kind == 1 then
    return tostring(math.random(100, 99999))
  elseif kind == 2 then
    return string.format("B-%06d", math.random(1, 100000))
  else
    return string.format("%04x", math.random(0, 65535))
  end
end

local threads = {}

function setup(thread)
  thread:set("id", #threads + 1)
  table.insert(threads, thread)
end

function init(args)
  math.randomseed(os.time() * 1000 + id)
  answers, non2xx, shed, server_errors = 0, 0, 0, 0
end

function request()
  local q = { "per_page=" .. per_page, "page=" .. math.random(pages), "sort=" .. pick(sorts) }
  -- Zero, one or two distinct filters.
  local first = math.random(#filter_names)
  for i = 1, math.random(0, 2) do
    local name = filter_names[(first + i - 2) % #filter_names + 1]
    table.insert(q, name .. "=" .. pick(filters[name]))
  end
  if math.random() < 0.15 then
    table.insert(q, "q=" .. search_term())
  end
  return wrk.format("GET", "/api/v1/risks?" .. table.concat(q, "&"))
end

function response(status, headers, body)
  answers = answers + 1
  if status < 200 or status > 299 then
    non2xx = non2xx + 1
    if status == 429 or status == 503 then
      shed = shed + 1
    end
    if status >= 500 then
      server_errors = server_errors + 1
    end
  end
end

function done(summary, latency, requests)
  local a, n, s, e = 0, 0, 0, 0
  for _, t in ipairs(threads) do
    a = a + t:get("answers")
    n = n + t:get("non2xx")
    s = s + t:get("shed")
    e = e + t:get("server_errors")
  end
  io.write(string.format(
    "register: %d answers, non-2xx %d (%.1f%%), 429/503 %d, 5xx %d, socket errors %d (timeouts %d)\n",
    a, n, a > 0 and 100 * n / a or 0, s, e,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    summary.errors.timeout))
end
