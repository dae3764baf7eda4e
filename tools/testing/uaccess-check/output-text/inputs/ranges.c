/* The expressions the warnings underline: see ../caret.sh. */
#include "uaccess.h"
#include "outer.h"
#define __bitwise __attribute__((bitwise))
typedef unsigned int __bitwise le32;
#define DEREF(p) (*(p))
#define WRAP(p) DEREF(p)
struct lock { int x; };
struct s { int m; };
void lock(struct lock *l) __attribute__((context(l, 0, 1)));
void unlock(struct lock *l) __attribute__((context(l, 1, 0)));
void take(le32 v);

int ranges(int __user *p, int *q, struct s __user *sp, le32 v, struct lock *l,
	   void __user *ubuf)
{
	int y = *p + 1;
	char buf[8];

	q = p;
	y = sp->m + (q == p + 1);
	y = (v) + (q[0] + 1);
	y = (int)v	+ 	WRAP(p);
	take(y + 1);
	y = *(p +
	      1);
	lock(l);
	lock(l);
	unlock(l);
	copy_from_user(buf, ubuf, sizeof(buf));
	return y + *(int __user *)"é" + inner(p);
}
