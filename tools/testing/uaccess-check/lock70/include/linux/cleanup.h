/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Test fixture: the scope-based cleanup of Linux 7.0's cleanup.h, written
 * for the tests from what it defines.  A class is a type, a constructor
 * and a destructor that __attribute__((cleanup)) runs at every exit of the
 * variable's scope; a guard is a class whose constructor takes a lock and
 * whose destructor releases it.  Conditional guards (trylock,
 * interruptible) hold an error pointer or NULL when the lock was not
 * taken.  For context analysis, DECLARE_LOCK_GUARD_*_ATTRS() gives the
 * constructor the acquire attribute and, through a second cleanup
 * variable that WITH_LOCK_GUARD_1_ATTRS() adds, the release.
 */
#ifndef _LINUX_CLEANUP_H
#define _LINUX_CLEANUP_H

#include <linux/err.h>

#define __COUNT_ARGS(_0, _1, _2, _3, _4, _5, _n, ...)	_n
#define COUNT_ARGS(X...)	__COUNT_ARGS(, ##X, 5, 4, 3, 2, 1, 0)
#define __CONCAT(a, b)		a ## b
#define CONCATENATE(a, b)	__CONCAT(a, b)

#define DEFINE_FREE(_name, _type, _free) \
	static __always_inline void __free_##_name(void *p) { _type _T = *(_type *)p; _free; }
#define __free(_name)		__cleanup(__free_##_name)

#define DEFINE_CLASS(_name, _type, _exit, _init, _init_args...)			\
typedef _type class_##_name##_t;							\
static __always_inline void class_##_name##_destructor(_type *p)			\
{ _type _T = *p; _exit; }								\
static __always_inline _type class_##_name##_constructor(_init_args)		\
{ _type t = _init; return t; }

#define EXTEND_CLASS(_name, ext, _init, _init_args...)				\
typedef class_##_name##_t class_##_name##ext##_t;					\
static __always_inline void class_##_name##ext##_destructor(class_##_name##_t *p)	\
{ class_##_name##_destructor(p); }							\
static __always_inline class_##_name##_t class_##_name##ext##_constructor(_init_args) \
	__no_context_analysis							\
{ class_##_name##_t t = _init; return t; }

#define CLASS(_name, var)							\
	class_##_name##_t var __cleanup(class_##_name##_destructor) =		\
		class_##_name##_constructor

#define __DEFINE_CLASS_IS_CONDITIONAL(_name, _is_cond)				\
static __maybe_unused const bool class_##_name##_is_conditional = _is_cond

/* the lock pointer of a guard, or NULL when a conditional one failed */
#define __GUARD_IS_ERR(_ptr)							\
	({ unsigned long _rc = (__force unsigned long)(_ptr);			\
	   unlikely((_rc - 1) >= -MAX_ERRNO - 1); })

#define __DEFINE_GUARD_LOCK_PTR(_name, _exp)					\
static __always_inline void *class_##_name##_lock_ptr(class_##_name##_t *_T)	\
{										\
	void *_ptr = (void *)(__force unsigned long)*(_exp);			\
	return IS_ERR(_ptr) ? NULL : _ptr;					\
}										\
static __always_inline int class_##_name##_lock_err(class_##_name##_t *_T)	\
{										\
	long _rc = (__force unsigned long)*(_exp);				\
	if (!_rc)								\
		return -EBUSY;							\
	return IS_ERR_VALUE(_rc) ? _rc : 0;					\
}

#define DEFINE_CLASS_IS_GUARD(_name)						\
	__DEFINE_CLASS_IS_CONDITIONAL(_name, false);				\
	__DEFINE_GUARD_LOCK_PTR(_name, _T)

#define DEFINE_GUARD(_name, _type, _lock, _unlock)				\
	DEFINE_CLASS(_name, _type, if (!__GUARD_IS_ERR(_T)) { _unlock; },	\
		     ({ _lock; _T; }), _type _T);				\
	DEFINE_CLASS_IS_GUARD(_name)

#define DEFINE_GUARD_COND_4(_name, _ext, _lock, _cond)				\
	__DEFINE_CLASS_IS_CONDITIONAL(_name##_ext, true);			\
	EXTEND_CLASS(_name, _ext,						\
		     ({ void *_t = _T; int _RET = (_lock);			\
			if (_T && !(_cond)) _t = ERR_PTR(_RET); _t; }),		\
		     class_##_name##_t _T)					\
	static __always_inline void *class_##_name##_ext##_lock_ptr(class_##_name##_t *_T) \
	{ return class_##_name##_lock_ptr(_T); }				\
	static __always_inline int class_##_name##_ext##_lock_err(class_##_name##_t *_T) \
	{ return class_##_name##_lock_err(_T); }
#define DEFINE_GUARD_COND_3(_name, _ext, _lock)					\
	DEFINE_GUARD_COND_4(_name, _ext, _lock, _RET)
#define DEFINE_GUARD_COND(X...)	CONCATENATE(DEFINE_GUARD_COND_, COUNT_ARGS(X))(X)

#define guard(_name)		CLASS(_name, __UNIQUE_ID(guard))
#define __guard_ptr(_name)	class_##_name##_lock_ptr
#define __guard_err(_name)	class_##_name##_lock_err
#define __is_cond_ptr(_name)	class_##_name##_is_conditional

#define ACQUIRE(_name, _var)		CLASS(_name, _var)
#define ACQUIRE_ERR(_name, _var)	__guard_err(_name)(_var)

/* the body runs once with the lock held; for a conditional lock, not at all when it failed */
#define __scoped_guard(_name, _label, args...)					\
	for (CLASS(_name, scope)(args);						\
	     __guard_ptr(_name)(&scope) || !__is_cond_ptr(_name);		\
	     ({ goto _label; }))						\
		if (0) {							\
_label:										\
			break;							\
		} else
#define scoped_guard(_name, args...)						\
	__scoped_guard(_name, __UNIQUE_ID(label), args)

#define __scoped_cond_guard(_name, _fail, _label, args...)			\
	for (CLASS(_name, scope)(args); true; ({ goto _label; }))		\
		if (!__guard_ptr(_name)(&scope)) {				\
			_fail;							\
_label:										\
			break;							\
		} else
#define scoped_cond_guard(_name, _fail, args...)				\
	__scoped_cond_guard(_name, _fail, __UNIQUE_ID(label), args)

/* guards on a pointer to a lock (_1) or on no object (_0: RCU, preemption) */
#define __DEFINE_UNLOCK_GUARD(_name, _type, _unlock, ...)			\
typedef _type lock_##_name##_t;							\
typedef struct {								\
	_type *lock;								\
	__VA_ARGS__;								\
} class_##_name##_t;								\
static __always_inline void class_##_name##_destructor(class_##_name##_t *_T)	\
	__no_context_analysis							\
{										\
	if (!__GUARD_IS_ERR(_T->lock)) { _unlock; }				\
}										\
__DEFINE_GUARD_LOCK_PTR(_name, &_T->lock)

#define __DEFINE_LOCK_GUARD_1(_name, _type, _lock)				\
static __always_inline class_##_name##_t class_##_name##_constructor(_type *l)	\
	__no_context_analysis							\
{										\
	class_##_name##_t _t = { .lock = l }, *_T = &_t;			\
	_lock;									\
	return _t;								\
}

#define __DEFINE_LOCK_GUARD_0(_name, _lock)					\
static __always_inline class_##_name##_t class_##_name##_constructor(void)	\
	__no_context_analysis							\
{										\
	class_##_name##_t _t = { .lock = (void *)1 }, *_T __maybe_unused = &_t;	\
	_lock;									\
	return _t;								\
}

#define DEFINE_LOCK_GUARD_1(_name, _type, _lock, _unlock, ...)			\
__DEFINE_CLASS_IS_CONDITIONAL(_name, false);					\
__DEFINE_UNLOCK_GUARD(_name, _type, _unlock, __VA_ARGS__)			\
__DEFINE_LOCK_GUARD_1(_name, _type, _lock)

#define DEFINE_LOCK_GUARD_0(_name, _lock, _unlock, ...)				\
__DEFINE_CLASS_IS_CONDITIONAL(_name, false);					\
__DEFINE_UNLOCK_GUARD(_name, void, _unlock, __VA_ARGS__)			\
__DEFINE_LOCK_GUARD_0(_name, _lock)

#define DEFINE_LOCK_GUARD_1_COND_4(_name, _ext, _lock, _cond)			\
	__DEFINE_CLASS_IS_CONDITIONAL(_name##_ext, true);			\
	typedef lock_##_name##_t lock_##_name##_ext##_t;			\
	EXTEND_CLASS(_name, _ext,						\
		     ({ class_##_name##_t _t = { .lock = l }, *_T = &_t;	\
			int _RET = (_lock);					\
			if (_T->lock && !(_cond)) _T->lock = ERR_PTR(_RET);	\
			_t; }),							\
		     lock_##_name##_t *l)					\
	static __always_inline void *class_##_name##_ext##_lock_ptr(class_##_name##_t *_T) \
	{ return class_##_name##_lock_ptr(_T); }				\
	static __always_inline int class_##_name##_ext##_lock_err(class_##_name##_t *_T) \
	{ return class_##_name##_lock_err(_T); }
#define DEFINE_LOCK_GUARD_1_COND_3(_name, _ext, _lock)				\
	DEFINE_LOCK_GUARD_1_COND_4(_name, _ext, _lock, _RET)
#define DEFINE_LOCK_GUARD_1_COND(X...)						\
	CONCATENATE(DEFINE_LOCK_GUARD_1_COND_, COUNT_ARGS(X))(X)

/*
 * The lock attributes of a guard class: its constructor declared again
 * with the acquire attribute; for _1, a second cleanup variable (pointing
 * to the lock, though typed as a pointer to the class) whose cleanup
 * function carries the release, since the destructor cannot name the
 * lock through its argument.  A header then redefines
 * class_NAME_constructor(_T) as WITH_LOCK_GUARD_1_ATTRS(NAME, _T).
 */
#define DECLARE_LOCK_GUARD_0_ATTRS(_name, _acquire, _release)			\
static inline class_##_name##_t class_##_name##_constructor(void) _acquire;	\
static inline void class_##_name##_destructor(class_##_name##_t *_T) _release;

#define DECLARE_LOCK_GUARD_1_ATTRS(_name, _acquire, _release)			\
static inline class_##_name##_t class_##_name##_constructor(lock_##_name##_t *_T) _acquire; \
static __always_inline void __class_##_name##_cleanup_ctx(class_##_name##_t **_T) \
	__no_context_analysis _release { }
#define WITH_LOCK_GUARD_1_ATTRS(_name, _T)					\
	class_##_name##_constructor(_T),					\
	*__UNIQUE_ID(unlock) __cleanup(__class_##_name##_cleanup_ctx) =		\
		(void *)(unsigned long)(_T)

#endif /* _LINUX_CLEANUP_H */
