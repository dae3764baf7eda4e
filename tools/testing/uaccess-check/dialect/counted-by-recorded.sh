# __counted_by(n) is kept on the member it annotates (--dump-types shows
# it), for the checks that use the count; an invalid one is not kept.
# Pattern: struct with a flexible array counted by a header field, as in
# include/linux/compiler_attributes.h's users (6.12).
cat >"$TMP/a.c" <<'SRC'
#define __counted_by(member) __attribute__((__counted_by__(member)))
struct msg {
	unsigned int nents;
	struct { int a, b; } ents[] __counted_by(nents);
};
struct ring {
	char *buf __counted_by(size);
	unsigned long size;
};
SRC
. ../decl/inc/expect-dump.sh
expect_dump <<'EXPECT'
  .ents offset 4: struct <anonymous>[] counted_by(nents)
  .buf offset 0: char * counted_by(size)
  .size offset 8: unsigned long
EXPECT
