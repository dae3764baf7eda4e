# The lock expressions of sparse's contexts after evaluation (--dump-ast):
# those of context() attributes name the parameters of the function they
# annotate (the kernel's __acquires(&rq->lock)) or what is visible there;
# those of __context__ statements the names in scope; a name declared
# nowhere stays unbound (__acquire(RCU)).  They are typed but read
# nothing: no access is marked in them.  __context__(lock, delta) keeps
# both parts, __context__(delta) its delta alone.
cat >"$TMP/a.c" <<'SRC'
#define __acquires(x)	__attribute__((context(x, 0, 1)))
#define __acquire(x)	__context__(x, 1)
struct spinlock { int v; };
struct rq { struct spinlock lock; int cpu; };
extern struct spinlock big_lock;
void rq_lock(struct rq *rq) __acquires(&rq->lock) __acquires(big_lock);
void rcu(void) __acquires(RCU);
void f(struct rq *q)
{
	__acquire(&q->lock);
	__acquire(RCU);
	__context__(-1);
}
SRC
. ./inc/expect-ast.sh
expect_ast <<'EXPECT'
DECLARATOR rq <6:25> decl <6:14>
IDENT rq <6:41> 'struct rq *' decl <6:14>
MEMBER -> <6:43> 'struct spinlock' member lock+0
IDENT big_lock <6:62> 'struct spinlock' decl <5:24>
IDENT RCU <7:27> '<error>'
IDENT q <10:13> 'struct rq *' decl <8:8>
IDENT RCU <11:12> '<error>'
INTEGER 1 <2:37> 'int'
CONTEXT <12:2>
UNARY - <12:14> 'int'
EXPECT
# __context__(delta): the delta is the statement's first child
grep -A1 '^CONTEXT <12:2>' "$TMP/ast" | grep -q '^UNARY - <12:14>' || { echo "delta of __context__(-1)"; cat "$TMP/ast"; exit 1; }
# no access marked in a lock expression
! grep -q ' read\| write' "$TMP/ast" || { echo "access in a lock expression:"; grep ' read\| write' "$TMP/ast"; exit 1; }
