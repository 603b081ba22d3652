# bench-ratios.awk reads `go test -bench -benchmem` output (several runs of
# each benchmark: -count) and prints the medians the README's performance
# section quotes, and the ratios of the targets (the README's table). Both sides of a
# ratio come from the same run of `make bench`. Wall clock (ns/op) and
# processor time (cpu-ns/op) are given apart: on a shared machine the
# wall clock also counts the time spent waiting for a core.
#
#   go test -run '^$' -bench . -benchmem -count 3 ./... | awk -f scripts/bench-ratios.awk

function median(key,    n, i, j, t, v) {
	n = cnt[key]
	if (n == 0) return ""
	for (i = 1; i <= n; i++) v[i] = val[key, i]
	for (i = 2; i <= n; i++)
		for (j = i; j > 1 && v[j-1] > v[j]; j--) { t = v[j]; v[j] = v[j-1]; v[j-1] = t }
	if (n % 2) return v[(n+1)/2]
	return (v[n/2] + v[n/2+1]) / 2
}

function num(x) { return x == "" ? "-" : sprintf("%.0f", x) }

function add(name, unit, x) {
	key = name SUBSEP unit
	cnt[key]++
	val[key, cnt[key]] = x + 0
	if (!(name in seen)) { seen[name] = 1; order[++names] = name }
}

function ratio(label, a, b, scale, target,    ma, mb, ca, cb, line) {
	ma = median(a SUBSEP "ns/op"); mb = median(b SUBSEP "ns/op")
	if (ma == "" || mb == "") return
	ca = median(a SUBSEP "cpu-ns/op"); cb = median(b SUBSEP "cpu-ns/op")
	line = sprintf("%-58s %7.2f", label, (ma / mb) * scale)
	if (ca != "" && cb != "" && cb > 0) line = line sprintf("   %7.2f", (ca / cb) * scale)
	else line = line sprintf("   %7s", "-")
	printf "%s   %s\n", line, target
}

/^Benchmark/ {
	name = $1
	procs = "1"
	if (match(name, /-[0-9]+$/)) procs = substr(name, RSTART + 1)
	sub(/-[0-9]+$/, "", name)   # the GOMAXPROCS suffix
	if (!(procs in procsSeen)) { procsSeen[procs] = 1; procsList = procsList (procsList == "" ? "" : ", ") procs }
	sub(/^Benchmark/, "", name)
	for (i = 3; i < NF; i++)
		if ($(i+1) ~ /\/op$/ || $(i+1) ~ /^(rule\/anchor|words\/json)/) add(name, $(i+1), $i)
}

# paired prints a ratio a benchmark measured itself, both sides within each
# op (BenchmarkRuleVsDragontooth2000: unit "rule/anchor";
# BenchmarkRuleWordsVsJSON: "words/json"): the median of its runs.
function paired(label, name, unit, target,    w, c) {
	w = median(name SUBSEP unit "-wall"); c = median(name SUBSEP unit)
	if (w == "" && c == "") return
	printf "%-58s %7s   %7s   %s\n", label, (w == "" ? "-" : sprintf("%.2f", w)), (c == "" ? "-" : sprintf("%.2f", c)), target
}

END {
	if (index(procsList, ","))
		print "Warning: runs at several GOMAXPROCS (" procsList ") merged under one name: give -cpu one value"
	else if (procsList != "")
		print "GOMAXPROCS " procsList
	print "Medians (ns/op wall clock, cpu-ns/op processor time, B/op, allocs/op):"
	for (k = 1; k <= names; k++) {
		n = order[k]
		printf "  %-44s %14s %14s %14s %10s\n", n, num(median(n SUBSEP "ns/op")), num(median(n SUBSEP "cpu-ns/op")), num(median(n SUBSEP "B/op")), num(median(n SUBSEP "allocs/op"))
	}
	print ""
	printf "%-58s %7s   %7s   %s\n", "Ratio", "wall", "cpu", "target"
	paired("Rule2000 / Dragontooth2000, alternating in each op", "RuleVsDragontooth2000", "rule/anchor", "<= 2")
	ratio("Rule2000 / Dragontooth2000, run after run", "Rule2000", "Dragontooth2000", 1, "<= 2")
	ratio("RuleScript2000 / Dragontooth2000", "RuleScript2000", "Dragontooth2000", 1, "(as arbiter rule replays)")
	ratio("Rule2000 / Notnil2000", "Rule2000", "Notnil2000", 1, "")
	ratio("RuleWords2000 / RuleJSON2000", "RuleWords2000", "RuleJSON2000", 1, "<= 1.3")
	split("rule-json rule-words open compare practice", ops, " ")
	for (i = 1; i <= 5; i++) {
		ratio("ScaleRulings " ops[i] ": per ply at 16000 / per ply at 1000", "ScaleRulings/" ops[i] "/16000", "ScaleRulings/" ops[i] "/1000", 1000 / 16000, "<= 1.5")
	}
	split("250 1000 4000 16000", sizes, " ")
	for (i = 1; i <= 4; i++)
		paired("rule in words / --json at " sizes[i] ", alternating in each op", "RuleWordsVsJSON/" sizes[i], "words/json", "<= 1.3")
	for (i = 1; i <= 4; i++)
		ratio("ScaleRulings rule-words / rule-json at " sizes[i] ", run after run", "ScaleRulings/rule-words/" sizes[i], "ScaleRulings/rule-json/" sizes[i], 1, "<= 1.3")
	m = median("ScaleRulings/open/16000" SUBSEP "B/op")
	if (m != "") printf "%-58s %7.0f MB allocated   target < 150 MB\n", "ScaleRulings open at 16000", m / 1e6
}
