# guarded_by(lock) and pt_guarded_by(lock), 7.0's __guarded_by and
# __pt_guarded_by: on a member the lock names the record's own members
# and is kept as written; on an object of static storage it is what is
# visible at file scope (--dump-types shows both).  Both spellings; a
# redeclaration without the attribute keeps it.  Pattern: the examples of
# 7.0's compiler-context-analysis.h (struct some_state) and
# kernel/printk's globals guarded by a file-scope lock.
cat >"$TMP/a.c" <<'SRC'
struct __attribute__((capability("spinlock_t"))) spinlock { int v; };
struct some_state {
	struct spinlock lock;
	long counter __attribute__((guarded_by(&lock)));
	long *data __attribute__((__pt_guarded_by__(&lock)));
	unsigned int flags : 4 __attribute__((__guarded_by__(&lock)));
	struct { int in; } inner __attribute__((guarded_by(&lock)));
};
static struct spinlock state_lock;
static int nr_items __attribute__((guarded_by(&state_lock)));
extern int *items __attribute__((pt_guarded_by(&state_lock)));
int *items;
__attribute__((__guarded_by__(&state_lock))) long a, b;
SRC
. ../decl/inc/expect-dump.sh
expect_dump -Wno-decl <<'EXPECT'
  .lock offset 0: struct spinlock
  .counter offset 8: long guarded_by(&lock)
  .data offset 16: long * pt_guarded_by(&lock)
  .flags offset 24 bit 0 width 4: unsigned int guarded_by(&lock)
  .inner offset 28: struct <anonymous> guarded_by(&lock)
nr_items: int guarded_by(&state_lock)
items: int * pt_guarded_by(&state_lock)
a: long guarded_by(&state_lock)
b: long guarded_by(&state_lock)
EXPECT
[ "$(grep -c '^items: int \* pt_guarded_by(&state_lock)$' "$TMP/out")" = 2 ] ||
	{ echo "the redeclaration without the attribute lost it:"; cat "$TMP/out"; exit 1; }
