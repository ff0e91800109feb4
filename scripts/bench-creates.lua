-- wrk script: every request creates a risk (POST /api/v1/risks, a draft in a
-- demo category, function and owner). The bearer token comes from $TOKEN.
-- wrk -t2 -c8 -d15s -s scripts/bench-creates.lua http://127.0.0.1:PORT
-- Afterwards compare the number of 201s with the risk.risk.created audit
-- events stored (scripts/bench.sh does).
local token = os.getenv("TOKEN") or error("set TOKEN to an editor's or admin's bearer token")
local counter = 0
local thread_id = 0
local threads = {}

function setup(thread)
  thread_id = thread_id + 1
  thread:set("tid", thread_id)
  table.insert(threads, thread)
end

function init(args)
  created = 0
  wrk.method = "POST"
  wrk.path = "/api/v1/risks"
  wrk.headers["Content-Type"] = "application/json"
  wrk.headers["Authorization"] = "Bearer " .. token
end

function request()
  counter = counter + 1
  local body = string.format(
    '{"risk":{"title":"Bench risk %d-%d","description":"Created by scripts/bench-creates.lua",' ..
    '"category_id":"cat-tech-cyber","function_id":"fn-it","owner_id":"usr-staff",' ..
    '"gross_likelihood":%d,"gross_impact":%d,"control_ids":[]},"submit":false}',
    tid, counter, counter % 5 + 1, (counter * 7) % 5 + 1)
  return wrk.format(nil, nil, nil, body)
end

function response(status, headers, body)
  if status == 201 then
    created = created + 1
  end
end

function done(summary, latency, requests)
  local total = 0
  for _, t in ipairs(threads) do
    total = total + t:get("created")
  end
  io.write(string.format("created (201): %d\n", total))
end
