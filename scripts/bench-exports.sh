#!/usr/bin/env bash
# Times the register's exports against a running server and reports the
# server's peak memory during each (VmHWM, reset before each export through
# /proc/PID/clear_refs), and checks that CSV and XLSX hold every row.
# Usage: scripts/bench-exports.sh BASE_URL TOKEN SERVER_PID
# (scripts/bench.sh starts the server on PostgreSQL with the 100,040 risks).
set -euo pipefail
base=$1
token=$2
pid=$3
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

total=$(curl -fs -H "Authorization: Bearer $token" "$base/api/v1/risks?per_page=1" |
  python3 -c 'import sys,json; print(json.load(sys.stdin)["total"])')
echo "== exports of $total risks (load: $(cut -d' ' -f1-3 /proc/loadavg))"
for format in csv xlsx pdf; do
  # 5 resets the peak resident set size (VmHWM) to the current one.
  echo 5 >"/proc/$pid/clear_refs"
  before=$(awk '/VmRSS/ {print $2}' "/proc/$pid/status")
  secs=$(curl -fs -o "$out/register.$format" -w '%{time_total}' \
    -H "Authorization: Bearer $token" "$base/api/v1/reports/register.$format")
  peak=$(awk '/VmHWM/ {print $2}' "/proc/$pid/status")
  size=$(stat -c %s "$out/register.$format")
  case $format in
  csv) rows=$(($(wc -l <"$out/register.csv") - 1)) ;;
  xlsx) rows=$(python3 -c 'import sys,zipfile; x=zipfile.ZipFile(sys.argv[1]).read("xl/worksheets/sheet1.xml"); print(x.count(b"<row ") - 3)' "$out/register.xlsx") ;;
  pdf) rows="(at most 2,000)" ;;
  esac
  printf '%-5s %6.2f s  %s rows  %s bytes  server RSS before %d MB, peak %d MB\n' \
    "$format" "$secs" "$rows" "$size" $((before / 1024)) $((peak / 1024))
done
