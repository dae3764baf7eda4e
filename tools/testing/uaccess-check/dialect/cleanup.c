/*
 * Scope-based resource management, written after Linux 6.12's
 * include/linux/cleanup.h: __cleanup__ calls a function with the
 * variable's address at every exit of its scope; DEFINE_FREE()/__free()
 * and DEFINE_CLASS()/CLASS()/guard()/scoped_guard() are built on it, with
 * the class types as typedefs.  The variables keep their declared types;
 * the cleanup call is checked as a call (gcc: "cleanup argument not a
 * function"), including the address space of the variable's address.
 */
#define __user		__attribute__((noderef, address_space(__user)))
#define __force		__attribute__((force))
#define __cleanup(func)	__attribute__((__cleanup__(func)))
#define NULL		((void *)0)

typedef unsigned long size_t;
void kfree(const void *p);
void *kmalloc(size_t n, int flags);
struct mutex { int owner; };
void mutex_lock(struct mutex *m);
void mutex_unlock(struct mutex *m);
static inline void *__must_check_fn(void *val) { return val; }

#define DEFINE_FREE(_name, _type, _free) \
	static inline void __free_##_name(void *p) { _type _T = *(_type *)p; _free; }
#define __free(_name)	__cleanup(__free_##_name)
#define __get_and_null(p, nullvalue)		\
	({					\
		__auto_type __ptr = &(p);	\
		__auto_type __val = *__ptr;	\
		*__ptr = nullvalue;		\
		__val;				\
	})
#define no_free_ptr(p) ((typeof(p))__must_check_fn((__force void *)__get_and_null(p, NULL)))
#define return_ptr(p)	return no_free_ptr(p)

#define DEFINE_CLASS(_name, _type, _exit, _init, _init_args...)		\
	typedef _type class_##_name##_t;				\
	static inline void class_##_name##_destructor(_type *p)		\
	{ _type _T = *p; _exit; }					\
	static inline _type class_##_name##_constructor(_init_args)	\
	{ _type t = _init; return t; }
#define CLASS(_name, var)						\
	class_##_name##_t var __cleanup(class_##_name##_destructor) =	\
		class_##_name##_constructor
#define DEFINE_GUARD(_name, _type, _lock, _unlock) \
	DEFINE_CLASS(_name, _type, if (_T) { _unlock; }, ({ _lock; _T; }), _type _T); \
	static inline void *class_##_name##_lock_ptr(class_##_name##_t *_T) \
	{ return (void *)(unsigned long)*_T; }
#define __guard_ptr(_name) class_##_name##_lock_ptr
#define guard(_name)	CLASS(_name, __UNIQUE_ID_guard)
#define scoped_guard(_name, args...)					\
	for (CLASS(_name, scope)(args), *done = NULL;			\
	     __guard_ptr(_name)(&scope) && !done; done = (void *)1)

struct buf { int len; char data[16]; };

DEFINE_FREE(kfree, void *, if (_T) kfree(_T))
DEFINE_GUARD(mutex, struct mutex *, mutex_lock(_T), mutex_unlock(_T))

struct buf *make(int len)
{
	struct buf *b __free(kfree) = kmalloc(sizeof(*b), 0);
	struct buf *same = b;		/* the declared type: no conversion */

	if (!b)
		return NULL;
	b->len = len;
	same->data[0] = 0;
	return_ptr(b);
}

int locked(struct mutex *m, int *counter)
{
	guard(mutex)(m);
	return ++*counter;
}

int scoped(struct mutex *m, int *counter)
{
	scoped_guard(mutex, m) {
		class_mutex_t copy = scope;	/* the class type resolves */

		if (copy)
			return ++*counter;
	}
	return 0;
}

void free_user(char **p);
int notfn;

void wrong(void)
{
	char __user *u __cleanup(free_user) = NULL;	/* expect-warning: incorrect type in argument 1 of 'free_user' (different address spaces) */
	int a __cleanup(notfn);				/* expect-error: cleanup argument not a function */
	int b __cleanup(undeclared);			/* expect-error: cleanup argument not a function */
	int c __cleanup(1);				/* expect-error: cleanup argument not an identifier */
	static int d __cleanup(notfn);			/* not automatic: ignored, as gcc does */
}
/* args: -Wno-decl */
