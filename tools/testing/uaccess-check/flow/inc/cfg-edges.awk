# SPDX-License-Identifier: GPL-2.0
#
# Reads a --dump-cfg output and prints its edges with the blocks named by
# what they hold instead of their numbers, so that a test does not depend
# on the order the builder creates blocks in:
#   FN: [ELEMS] -KIND[ LABEL]-> [ELEMS]
# ELEMS is the block's elements joined by "; " (or its terminator, or
# "entry" / "exit"), positions left out.  A block with nothing in it and
# one successor (a join of arms) is looked through: an edge to it goes to
# where it leads, KIND the kinds on the way other than "next" joined by
# "+" ("true+back": the loop condition true, then the back edge).  Then one line per block:
#   FN: [ELEMS] term TERM          (its terminator, if any)
#   FN: [ELEMS] nosucc             (no successor, exit excepted)
#   FN: [ELEMS] unreachable        (reached by no edge)

function strip(s) {
	gsub(/ <[^<>]*>/, "", s)
	return s
}

function through(b) {
	return b != ent && b != ext && !nel[b] && term[b] == "" && ns[b] == 1
}

function flush(   b, i, n, to, k, guard, lab) {
	if (fn == "")
		return
	for (b in blk) {
		lab[b] = nel[b] ? els[b] : term[b] != "" ? term[b] : b == ent ? "entry" : b == ext ? "exit" : "empty"
	}
	for (b in blk) {
		if (through(b))
			continue
		for (i = 1; i <= ns[b]; i++) {
			to = sto[b, i]
			k = skind[b, i] == "next" ? "" : skind[b, i]
			guard = 0
			while (through(to) && guard++ < 100) {
				if (skind[to, 1] != "next")
					k = k == "" ? skind[to, 1] : k "+" skind[to, 1]
				to = sto[to, 1]
			}
			if (k == "")
				k = "next"
			if (slab[b, i] != "")
				k = k " " slab[b, i]
			print fn ": [" lab[b] "] -" k "-> [" lab[to] "]"
		}
		if (term[b] != "")
			print fn ": [" lab[b] "] term " term[b]
		if (!ns[b] && b != ext)
			print fn ": [" lab[b] "] nosucc"
		if (unr[b])
			print fn ": [" lab[b] "] unreachable"
	}
	delete blk; delete nel; delete els; delete term; delete ns
	delete sto; delete skind; delete slab; delete unr
	fn = ""
}

/^cfg / {
	flush()
	fn = $2
	next
}

/^  B[0-9]+/ {
	cur = $1
	blk[cur] = 1
	nel[cur] = 0
	els[cur] = ""
	term[cur] = ""
	ns[cur] = 0
	if ($2 == "entry")
		ent = cur
	else if ($2 == "exit")
		ext = cur
	else if ($2 == "unreachable")
		unr[cur] = 1
	next
}

/^    -> / {
	ns[cur]++
	sto[cur, ns[cur]] = $2
	skind[cur, ns[cur]] = $3
	s = $0
	sub(/^    -> B[0-9]+ [a-z-]+ ?/, "", s)
	slab[cur, ns[cur]] = strip(s)
	next
}

/^    (branch on|switch|return|noreturn|goto) / {
	s = $0
	sub(/^    /, "", s)
	term[cur] = strip(s)
	next
}

/^    / {
	s = $0
	sub(/^    /, "", s)
	els[cur] = nel[cur] ? els[cur] "; " strip(s) : strip(s)
	nel[cur]++
	next
}

END {
	flush()
}
