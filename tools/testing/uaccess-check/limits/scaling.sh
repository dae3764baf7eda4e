# Time linear in the input for the shapes a generator scales: each input
# is made at size N and 4N and the checker's user CPU time for 4N must stay
# below 8 times that for N (linear is 4, quadratic 16).  Best of three
# runs each, so that a loaded machine does not decide; sizes such that N
# took about 0.1 s, well above the start-up time, before the arenas got
# huge pages (a few hundredths now): a time below 0.1 s counts as 0.1 s,
# since a quadratic step at these sizes takes seconds, not tenths, and
# noise on a loaded machine must not look like one.  Ratios only, never
# an absolute time.  Shapes:
#   dims      "int x[1][1]...": type_sizeof()/type_is_complete()/
#             type_is_vla() walked the dimensions inside for each one,
#             and the array's name was looked up through them
#   typedefs  "typedef t0 t1[1]; typedef t1 t2[1]; ...": the same down a
#             typedef chain, and one symbol table of 4096 fixed buckets
#   decls     "int v0; int v1; ...": the symbol table's buckets
#   cases     a switch of many "case N:": each was compared with every
#             earlier one for the duplicate check
#   labels    a function of many labels, each jumped to: the labels were
#             a list searched by name, and so were the unused-label check's
#   members   a struct of many members, each read through a pointer: a
#             member was found by a scan of the struct's members
#   designators  the same struct initialized by ".mN = 1" in reverse
#             order: the same scan per designator
status=0

gen()
{
	awk -v n=$2 -v kind="$1" 'BEGIN {
		if (kind == "dims") {
			printf "int x"
			for (i = 0; i < n; i++) printf "[1]"
			printf ";\n"
		} else if (kind == "typedefs") {
			printf "typedef int t0;\n"
			for (i = 0; i < n; i++) printf "typedef t%d t%d[1];\n", i, i + 1
			printf "t%d v;\n", n
		} else if (kind == "decls") {
			for (i = 0; i < n; i++) printf "int v%d;\n", i
		} else if (kind == "cases") {
			printf "int f(int x)\n{\n\tswitch (x) {\n"
			for (i = 0; i < n; i++) printf "\tcase %d: return %d;\n", i, i
			printf "\t}\n\treturn 0;\n}\n"
		} else if (kind == "labels") {
			printf "void f(int x)\n{\n"
			for (i = 0; i < n; i++) printf "\tif (x == %d) goto l%d;\n", i, i
			for (i = 0; i < n; i++) printf "l%d: x++;\n", i
			printf "}\n"
		} else if (kind == "members" || kind == "designators") {
			printf "struct s {\n"
			for (i = 0; i < n; i++) printf "\tint m%d;\n", i
			printf "};\n"
			if (kind == "members") {
				printf "int f(struct s *p)\n{\n\treturn 0"
				for (i = 0; i < n; i++) printf " +\n\t\tp->m%d", i
				printf ";\n}\n"
			} else {
				printf "struct s v = {\n"
				for (i = n - 1; i >= 0; i--) printf "\t.m%d = 1,\n", i
				printf "};\n"
			}
		}
	}' >"$TMP/$1-$2.c"
}

# user CPU seconds of the best of three runs of the checker on FILE
cpu()
{
	best=
	for run in 1 2 3; do
		t=$( ("$UC" -w -fmax-nesting-depth=1000000 "$1" >/dev/null 2>&1; times) |
		     awk 'NR == 2 { split($1, a, /[ms]/); print a[1] * 60 + a[2] }')
		best=$(awk -v a="$best" -v b="$t" 'BEGIN { print (a == "" || b < a) ? b : a }')
	done
	echo "$best"
}

for shape in dims:200000 typedefs:50000 decls:100000 cases:25000 labels:12500 \
	     members:25000 designators:25000; do
	kind=${shape%:*}
	n=${shape#*:}
	gen $kind $n
	gen $kind $((4 * n))
	small=$(cpu "$TMP/$kind-$n.c")
	big=$(cpu "$TMP/$kind-$((4 * n)).c")
	if ! awk -v s="$small" -v b="$big" 'BEGIN { exit !(b < 8 * (s > 0.1 ? s : 0.1)) }'; then
		echo "$kind: ${small}s for $n, ${big}s for $((4 * n)): more than 8 times"
		status=1
	fi
done
exit $status
