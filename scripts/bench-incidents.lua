-- The incident register as users use it (issue 14): every request one of a
-- pool of URLS (default 10000) distinct URLs, drawn at start with a fixed
-- seed (the same pool in every thread), each a random combination of
--   page 1..50, per_page 20 or 50, one of the seven sorts ascending or
--   descending, zero to two filters among status, category, function,
--   experience type, escalation level, breach, approval status and an
--   occurred_on range, and a search term on 15% of them
-- so neither the totals cache nor any other cache answers a repeated URL.
-- Values are those of scripts/bench-incidents.sql.
--
--   wrk -t2 -c32 -d20s --timeout 30s --latency -s scripts/bench-incidents.lua \
--       -H "Authorization: Bearer $token" http://127.0.0.1:8080
--
-- done() prints the answers that were not 2xx, with 429 (shed by the
-- gateway, ADR 16; how many carried Retry-After), 5xx and 503 apart: wrk's
-- own "Non-2xx" lumps them together. (PAGES is not used here: in
-- scripts/bench.sh it is the register workload's page range.)

local pool_size = tonumber(os.getenv("URLS") or "10000")

local sorts = { "reference", "title", "occurred_on", "reported_on", "actual_loss", "status", "updated_at" }
local filters = {
  status = { "open", "closed" },
  category_id = {
    "inc-fraud", "inc-outage", "inc-data", "inc-safety", "inc-complaint", "inc-regulatory",
    "inc-supplier", "inc-fraud-card", "inc-data-phishing", "inc-outage-network",
  },
  function_id = { "fn-executive", "fn-finance", "fn-compliance", "fn-operations", "fn-it", "fn-hr" },
  experience_type = { "near_miss", "opportunity_cost", "indirect_loss", "direct_financial_loss" },
  escalation_level = { "management", "executive", "board" },
  breach = { "true", "false" },
  approval_status = { "approved", "approved", "pending", "proposed", "rejected", "deleted" },
  occurred = true, -- a range, drawn below
}
local filter_names = {
  "status", "category_id", "function_id", "experience_type", "escalation_level", "breach",
  "approval_status", "occurred",
}
-- What a user types: a word of a title or a location, a reference, a number.
local words = {
  "laptop", "server", "payment", "invoice", "badge", "firewall", "payroll", "email", "database",
  "website", "stolen", "leaked", "misdirected", "duplicated", "failed", "london", "lisbon", "berlin",
  "data centre", "branch", "warehouse", "online", "card terminal", "forklift",
}

local function pick(list)
  return list[math.random(#list)]
end

local function day(t)
  return os.date("!%Y-%m-%d", t)
end

local function search_term()
  local kind = math.random(4)
  if kind <= 2 then
    return pick(words):gsub(" ", "%%20")
  elseif kind == 3 then
    return string.format("INC-%d", math.random(1000, 99999))
  else
    return tostring(math.random(100, 99999))
  end
end

local function filter(name)
  if name ~= "occurred" then
    return name .. "=" .. pick(filters[name])
  end
  -- A month, a quarter or a year within the three years of the data; a
  -- third of them open-ended.
  local now = os.time()
  local from = now - math.random(1, 1095) * 86400
  local span = ({ 31, 92, 365 })[math.random(3)] * 86400
  local kind = math.random(3)
  if kind == 1 then
    return "occurred_from=" .. day(from)
  elseif kind == 2 then
    return "occurred_to=" .. day(from)
  end
  return "occurred_from=" .. day(from) .. "&occurred_to=" .. day(from + span)
end

local function url()
  local q = {
    "page=" .. math.random(50),
    "per_page=" .. (math.random(2) == 1 and 20 or 50),
    "sort=" .. (math.random(2) == 1 and "-" or "") .. pick(sorts),
  }
  -- Zero (a quarter), one or two distinct filters.
  local n = ({ 0, 1, 1, 2 })[math.random(4)]
  local first = math.random(#filter_names)
  for i = 1, n do
    table.insert(q, filter(filter_names[(first + i * 3 - 4) % #filter_names + 1]))
  end
  if math.random() < 0.15 then
    table.insert(q, "q=" .. search_term())
  end
  return "/api/v1/incidents?" .. table.concat(q, "&")
end

local threads = {}

function setup(thread)
  thread:set("id", #threads + 1)
  table.insert(threads, thread)
end

function init(args)
  -- The same pool in every thread, then each its own draw from it.
  math.randomseed(14)
  pool, seen = {}, {}
  local tries = 0
  while #pool < pool_size and tries < pool_size * 10 do
    tries = tries + 1
    local u = url()
    if not seen[u] then
      seen[u] = true
      table.insert(pool, u)
    end
  end
  seen = nil
  math.randomseed(os.time() * 1000 + id)
  answers, non2xx, shed, retry_after, server_errors, unavailable = 0, 0, 0, 0, 0, 0
end

function request()
  return wrk.format("GET", pool[math.random(#pool)])
end

function response(status, headers, body)
  answers = answers + 1
  if status < 200 or status > 299 then
    non2xx = non2xx + 1
    if status == 429 then
      shed = shed + 1
      if headers["retry-after"] or headers["Retry-After"] then
        retry_after = retry_after + 1
      end
    end
    if status >= 500 then
      server_errors = server_errors + 1
      if status == 503 then
        unavailable = unavailable + 1
      end
    end
  end
end

function done(summary, latency, requests)
  local a, n, s, r, e, u = 0, 0, 0, 0, 0, 0
  for _, t in ipairs(threads) do
    a = a + t:get("answers")
    n = n + t:get("non2xx")
    s = s + t:get("shed")
    r = r + t:get("retry_after")
    e = e + t:get("server_errors")
    u = u + t:get("unavailable")
  end
  io.write(string.format(
    "incidents: %d answers from a pool of %d URLs, non-2xx %d (%.1f%%), 429 %d (%d with Retry-After), "
      .. "5xx %d (503 %d), socket errors %d (timeouts %d)\n",
    a, #threads > 0 and pool_size or 0, n, a > 0 and 100 * n / a or 0, s, r, e, u,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    summary.errors.timeout))
end
