"""EXPLAIN (ANALYZE, BUFFERS) of every register query shape (issue 12,
docs/benchmarks.md "Register query plans"): 5 sort columns x 2 directions x
no filter, each of the 4 filters, each pair; page 1, OFFSET 5000, the middle
and the last page of the matching rows, the page after a cursor in the
middle, the bounded count; and some searches. RANDOM_PAGE_COST=1.1 tries
that planner setting. "before" runs the queries of the code before ADR 14 with its
indexes (in a transaction that is rolled back), "after" today's.

Usage: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/riskhub_bench \
         python3 scripts/register-plans.py before|after
on a database the service migrated and scripts/bench-risks.sql filled.
Writes the plans to /tmp/register-plans-MODE.{txt,json}; prints a summary.
"""
import itertools, json, os, re, subprocess, sys
DB = os.environ.get("BENCH_DATABASE_URL", "postgres://postgres@127.0.0.1:5432/riskhub_bench")
mode = sys.argv[1]  # before | after
COLS = ["reference","title","net_score","gross_score","updated_at"]
FILTERS = {"rating":("net_rating","High"),"approval":("approval_status","approved"),
           "function":("function_id","fn-it"),"category":("category_id","cat-ops-process")}
SETUP_BEFORE = """BEGIN;
DROP INDEX risk.risks_live_rating_net_score; CREATE INDEX risks_rating ON risk.risks (net_rating, net_score); DROP STATISTICS risk.risks_rating_approval, risk.risks_rating_function, risk.risks_rating_category, risk.risks_approval_function, risk.risks_approval_category, risk.risks_function_category; DROP INDEX risk.risks_live_reference, risk.risks_live_title, risk.risks_live_net_score, risk.risks_live_gross_score, risk.risks_live_updated_at, risk.risks_title_trgm, risk.risks_reference_trgm;
CREATE INDEX risks_net ON risk.risks (net_score, reference);
CREATE INDEX risks_updated ON risk.risks (updated_at);
ANALYZE risk.risks;
"""
def where(fs, q=None):
    w = ["deleted_at IS NULL"] + [f"{FILTERS[f][0]} = '{FILTERS[f][1]}'" for f in fs]
    if q: w.append(f"(lower(title) LIKE '%{q}%' ESCAPE '\\' OR lower(reference) LIKE '%{q}%' ESCAPE '\\')")
    return " AND ".join(w)
def order(col, desc):
    d = " DESC" if desc else ""
    return f"{col}{d}, reference{d}"
def shapes():
    combos = [()] + [(f,) for f in FILTERS] + list(itertools.combinations(FILTERS, 2))
    for col in COLS:
        for desc in (False, True):
            for fs in combos:
                yield col, desc, fs
out = []
sql = "SET search_path = risk;\n" + (SETUP_BEFORE if mode == "before" else "BEGIN;\n")
# A planner setting to try, e.g. RANDOM_PAGE_COST=1.1 (the server's otherwise).
if os.environ.get("RANDOM_PAGE_COST"):
    sql += f"SET LOCAL random_page_cost = {float(os.environ['RANDOM_PAGE_COST'])};\n"

def matching(w):
    out = subprocess.run(["psql", DB, "-X", "-At", "-c", f"SELECT count(*) FROM risk.risks WHERE {w}"],
                         capture_output=True, text=True).stdout.strip()
    return int(out or 0)
labels = []
for col, desc, fs in shapes():
    w = where(fs)
    total = None
    # page 1, a deep page (offset 10000 or the middle of a small result)
    n = matching(w)
    for kind in ("first", "deep", "half", "end"):
        if mode == "before":
            off = {"first": 0, "deep": 5000, "half": n // 2, "end": max(0, n - 50)}[kind]
            q = f"SELECT * FROM risks WHERE {w} ORDER BY {order(col,desc)} LIMIT 50 OFFSET {off}"
        else:
            if kind == "first":
                q = f"SELECT id FROM risks WHERE {w} ORDER BY {order(col,desc)} LIMIT 50"
            else:
                off = {"deep": 5000, "half": n // 2, "end": max(0, n - 50)}[kind]
                q = f"SELECT id FROM risks WHERE {w} ORDER BY {order(col,desc)} LIMIT 50 OFFSET {off}"
        labels.append((col, desc, fs, kind))
        sql += f"\\echo ==== {len(labels)-1}\nEXPLAIN (ANALYZE, BUFFERS) {q};\n"
    labels.append((col, desc, fs, "count"))
    if mode == "before":
        q = f"SELECT COUNT(*) FROM risks WHERE {w}"
    else:
        q = f"SELECT COUNT(*) FROM (SELECT 1 FROM risks WHERE {w} LIMIT 10001) m"
    sql += f"\\echo ==== {len(labels)-1}\nEXPLAIN (ANALYZE, BUFFERS) {q};\n"
# keyset: the page after the row in the middle of each order
if mode == "after":
    for col, desc, fs in shapes():
        if len(fs) > 1: continue
        w = where(fs)
        mid = subprocess.run(["psql", DB, "-X", "-At", "-F", "\t", "-c",
            f"SELECT {col}, reference FROM risk.risks WHERE {w} ORDER BY {order(col,desc)} OFFSET 25000 LIMIT 1"],
            capture_output=True, text=True).stdout.strip()
        if not mid: continue
        v, r = mid.split("\t")
        op = "<" if desc else ">"
        seek = f"reference {op} '{r}'" if col == "reference" else f"({col}, reference) {op} ('{v}', '{r}')"
        labels.append((col, desc, fs, "keyset"))
        sql += f"\\echo ==== {len(labels)-1}\nEXPLAIN (ANALYZE, BUFFERS) SELECT id FROM risks WHERE {w} AND {seek} ORDER BY {order(col,desc)} LIMIT 50;\n"
# search
for term in ["risk 4242", "a1b", "ab", "benchmark"]:
    for col in ("reference", "net_score"):
        w = where((), term)
        labels.append((col, True, ("q="+term,), "first"))
        sel = "*" if mode == "before" else "id"
        sql += f"\\echo ==== {len(labels)-1}\nEXPLAIN (ANALYZE, BUFFERS) SELECT {sel} FROM risks WHERE {w} ORDER BY {order(col,True)} LIMIT 50;\n"
        labels.append((col, True, ("q="+term,), "count"))
        cq = f"SELECT COUNT(*) FROM risks WHERE {w}" if mode=="before" else f"SELECT COUNT(*) FROM (SELECT 1 FROM risks WHERE {w} LIMIT 10001) m"
        sql += f"\\echo ==== {len(labels)-1}\nEXPLAIN (ANALYZE, BUFFERS) {cq};\n"
sql += "ROLLBACK;\n"
open(f"/tmp/register-plans-{mode}.sql","w").write(sql)
res = subprocess.run(["psql", DB, "-X", "-q", "-f", f"/tmp/register-plans-{mode}.sql"], capture_output=True, text=True)
text = res.stdout
if res.stderr.strip(): print(res.stderr[:2000])
parts = re.split(r"^==== (\d+)$", text, flags=re.M)
results = {}
for i in range(1, len(parts), 2):
    results[int(parts[i])] = parts[i+1]
open(f"/tmp/register-plans-{mode}.txt","w").write(text)
rows = []
for i, lab in enumerate(labels):
    p = results.get(i, "")
    t = re.search(r"Execution Time: ([\d.]+)", p)
    t = float(t.group(1)) if t else None
    spill = bool(re.search(r"external|Disk:|temp read|temp written", p))
    top = [l.strip() for l in p.splitlines() if "->" in l or (l.strip() and not l.startswith(" ") and "cost=" in l)]
    shape = " / ".join(re.sub(r"\s*\(cost.*","",l).replace("-> ","") for l in top[:4])
    rows.append(dict(i=i, col=lab[0], desc=lab[1], fs=list(lab[2]), kind=lab[3], ms=t, spill=spill, shape=shape))
json.dump(rows, open(f"/tmp/register-plans-{mode}.json","w"), indent=0)
for kind in ("first","deep","half","end","keyset","count"):
    ks = [r for r in rows if r["kind"]==kind and r["ms"] is not None]
    if not ks: continue
    ks.sort(key=lambda r: -r["ms"])
    print(f"{mode} {kind}: n={len(ks)} spills={sum(r['spill'] for r in ks)} max={ks[0]['ms']:.1f}ms median={ks[len(ks)//2]['ms']:.1f}ms")
    for r in ks[:4]:
        print("   ", r["ms"], r["col"], "desc" if r["desc"] else "asc", r["fs"], r["spill"], "|", r["shape"][:160])
