/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Test fixture: the shape of Linux 7.0's compiler-context-analysis.h (the
 * annotations of Clang's context analysis), written for the tests from
 * what the header defines, as "make install-in-tree" leaves it: the
 * __UACCESS_CHECK__ branch inserted by mk/kernel-edits.sh comes first
 * (build/kernel-edits-context-analysis.sh checks that it is exactly that
 * edit).
 */
#ifndef _LINUX_COMPILER_CONTEXT_ANALYSIS_H
#define _LINUX_COMPILER_CONTEXT_ANALYSIS_H

#if defined(__UACCESS_CHECK__)
/* uaccess-check (scripts/uaccess-check) reads Clang's capability attributes */

# define __ctx_lock_type(name)				__attribute__((capability(#name)))
# define __reentrant_ctx_lock				__attribute__((reentrant_capability))
# define __acquires_ctx_lock(...)			__attribute__((acquire_capability(__VA_ARGS__)))
# define __acquires_shared_ctx_lock(...)		__attribute__((acquire_shared_capability(__VA_ARGS__)))
# define __try_acquires_ctx_lock(ret, var)		__attribute__((try_acquire_capability(ret, var)))
# define __try_acquires_shared_ctx_lock(ret, var)	__attribute__((try_acquire_shared_capability(ret, var)))
# define __releases_ctx_lock(...)			__attribute__((release_capability(__VA_ARGS__)))
# define __releases_shared_ctx_lock(...)		__attribute__((release_shared_capability(__VA_ARGS__)))
# define __returns_ctx_lock(var)			__attribute__((lock_returned(var)))
# define __excludes_ctx_lock(...)			__attribute__((locks_excluded(__VA_ARGS__)))
# define __requires_ctx_lock(...)			__attribute__((requires_capability(__VA_ARGS__)))
# define __requires_shared_ctx_lock(...)		__attribute__((requires_shared_capability(__VA_ARGS__)))
# define __assumes_ctx_lock(...)			__attribute__((assert_capability(__VA_ARGS__)))
# define __assumes_shared_ctx_lock(...)		__attribute__((assert_shared_capability(__VA_ARGS__)))
# define __guarded_by(...)				__attribute__((guarded_by(__VA_ARGS__)))
# define __pt_guarded_by(...)				__attribute__((pt_guarded_by(__VA_ARGS__)))
# define __no_context_analysis				__attribute__((no_thread_safety_analysis))

static inline __attribute__((__always_inline__)) void
__uaccess_check_acquire(const volatile void *var) __no_context_analysis __acquires_ctx_lock(var) { }
static inline __attribute__((__always_inline__)) void
__uaccess_check_acquire_shared(const volatile void *var) __no_context_analysis __acquires_shared_ctx_lock(var) { }
static inline __attribute__((__always_inline__)) _Bool
__uaccess_check_try_acquire(const volatile void *var, _Bool ret) __no_context_analysis __try_acquires_ctx_lock(1, var)
{ return ret; }
static inline __attribute__((__always_inline__)) _Bool
__uaccess_check_try_acquire_shared(const volatile void *var, _Bool ret) __no_context_analysis __try_acquires_shared_ctx_lock(1, var)
{ return ret; }
static inline __attribute__((__always_inline__)) void
__uaccess_check_release(const volatile void *var) __no_context_analysis __releases_ctx_lock(var) { }
static inline __attribute__((__always_inline__)) void
__uaccess_check_release_shared(const volatile void *var) __no_context_analysis __releases_shared_ctx_lock(var) { }
static inline __attribute__((__always_inline__)) void
__uaccess_check_assume(const volatile void *var) __assumes_ctx_lock(var) { }
static inline __attribute__((__always_inline__)) void
__uaccess_check_assume_shared(const volatile void *var) __assumes_shared_ctx_lock(var) { }

# define __acquire_ctx_lock(var)			__uaccess_check_acquire(var)
# define __acquire_shared_ctx_lock(var)		__uaccess_check_acquire_shared(var)
# define __try_acquire_ctx_lock(var, ret)		__uaccess_check_try_acquire(var, ret)
# define __try_acquire_shared_ctx_lock(var, ret)	__uaccess_check_try_acquire_shared(var, ret)
# define __release_ctx_lock(var)			__uaccess_check_release(var)
# define __release_shared_ctx_lock(var)		__uaccess_check_release_shared(var)
# define __assume_ctx_lock(var)			__uaccess_check_assume(var)
# define __assume_shared_ctx_lock(var)			__uaccess_check_assume_shared(var)
# define context_lock_struct(name, ...)		struct __ctx_lock_type(name) __VA_ARGS__ name
# define disable_context_analysis()
# define enable_context_analysis()

#else /* !__UACCESS_CHECK__ */
#if defined(WARN_CONTEXT_ANALYSIS) && !defined(__CHECKER__) && !defined(__GENKSYMS__)

/* Clang 22 and later, CONTEXT_ANALYSIS := y: the same attributes */
# define __ctx_lock_type(name)			__attribute__((capability(#name)))
# define __reentrant_ctx_lock			__attribute__((reentrant_capability))
# define __acquires_ctx_lock(...)		__attribute__((acquire_capability(__VA_ARGS__)))
# define __acquires_shared_ctx_lock(...)	__attribute__((acquire_shared_capability(__VA_ARGS__)))
# define __try_acquires_ctx_lock(ret, var)	__attribute__((try_acquire_capability(ret, var)))
# define __try_acquires_shared_ctx_lock(ret, var) __attribute__((try_acquire_shared_capability(ret, var)))
# define __releases_ctx_lock(...)		__attribute__((release_capability(__VA_ARGS__)))
# define __releases_shared_ctx_lock(...)	__attribute__((release_shared_capability(__VA_ARGS__)))
# define __returns_ctx_lock(var)		__attribute__((lock_returned(var)))
# define __excludes_ctx_lock(...)		__attribute__((locks_excluded(__VA_ARGS__)))
# define __requires_ctx_lock(...)		__attribute__((requires_capability(__VA_ARGS__)))
# define __requires_shared_ctx_lock(...)	__attribute__((requires_shared_capability(__VA_ARGS__)))
# define __assumes_ctx_lock(...)		__attribute__((assert_capability(__VA_ARGS__)))
# define __assumes_shared_ctx_lock(...)		__attribute__((assert_shared_capability(__VA_ARGS__)))
# define __guarded_by(...)			__attribute__((guarded_by(__VA_ARGS__)))
# define __pt_guarded_by(...)			__attribute__((pt_guarded_by(__VA_ARGS__)))
# define __no_context_analysis			__attribute__((no_thread_safety_analysis))
/*
 * Clang's context_lock_struct() also defines overloadable helpers
 * __acquire_ctx_lock(const struct name *) and the like for each lock
 * type; the fixture never takes this branch, so it leaves them out.
 */
# define context_lock_struct(name, ...)		struct __ctx_lock_type(name) __VA_ARGS__ name
# define disable_context_analysis()
# define enable_context_analysis()

#else /* !WARN_CONTEXT_ANALYSIS */

# define __ctx_lock_type(name)
# define __reentrant_ctx_lock
# define __acquires_ctx_lock(...)
# define __acquires_shared_ctx_lock(...)
# define __try_acquires_ctx_lock(ret, var)
# define __try_acquires_shared_ctx_lock(ret, var)
# define __releases_ctx_lock(...)
# define __releases_shared_ctx_lock(...)
# define __returns_ctx_lock(var)
# define __excludes_ctx_lock(...)
# define __requires_ctx_lock(...)
# define __requires_shared_ctx_lock(...)
# define __assumes_ctx_lock(...)
# define __assumes_shared_ctx_lock(...)
# define __guarded_by(...)
# define __pt_guarded_by(...)
# define __no_context_analysis
# define __acquire_ctx_lock(var)		do { } while (0)
# define __acquire_shared_ctx_lock(var)		do { } while (0)
# define __try_acquire_ctx_lock(var, ret)	(ret)
# define __try_acquire_shared_ctx_lock(var, ret) (ret)
# define __release_ctx_lock(var)		do { } while (0)
# define __release_shared_ctx_lock(var)		do { } while (0)
# define __assume_ctx_lock(var)			do { (void)(var); } while (0)
# define __assume_shared_ctx_lock(var)		do { (void)(var); } while (0)
# define context_lock_struct(name, ...)		struct __VA_ARGS__ name
# define disable_context_analysis()
# define enable_context_analysis()

#endif /* WARN_CONTEXT_ANALYSIS */
#endif /* __UACCESS_CHECK__ */

/* the code between is not checked: an expression or statements */
#define context_unsafe(...)		\
({					\
	disable_context_analysis();	\
	__VA_ARGS__;			\
	enable_context_analysis()	\
})

/* a function not checked; COMMENT says why that is safe */
#define __context_unsafe(comment)	__no_context_analysis

#define context_unsafe_alias(p)		_context_unsafe_alias((void **)&(p))
static inline void _context_unsafe_alias(void **p) { }

/* a global lock that is no object, only a name (RCU, ...) */
#define token_context_lock(name, ...)					\
	context_lock_struct(__ctx_lock_##name, ##__VA_ARGS__) {};	\
	extern const struct __ctx_lock_##name *name

#define token_context_lock_instance(ctx, name)	\
	extern const struct __ctx_lock_##ctx *name

/* the names the kernel's code uses */
#define __must_hold(...)		__requires_ctx_lock(__VA_ARGS__)
#define __must_not_hold(...)		__excludes_ctx_lock(__VA_ARGS__)
#define __acquires(...)			__acquires_ctx_lock(__VA_ARGS__)
#define __releases(...)			__releases_ctx_lock(__VA_ARGS__)
#define __must_hold_shared(...)		__requires_shared_ctx_lock(__VA_ARGS__)
#define __acquires_shared(...)		__acquires_shared_ctx_lock(__VA_ARGS__)
#define __releases_shared(...)		__releases_shared_ctx_lock(__VA_ARGS__)
#define __acquire(x)			__acquire_ctx_lock(x)
#define __release(x)			__release_ctx_lock(x)
#define __acquire_shared(x)		__acquire_shared_ctx_lock(x)
#define __release_shared(x)		__release_shared_ctx_lock(x)

/*
 * __cond_acquires(ret, x): x held when the function returns ret, one of
 * true, false, nonzero, 0, nonnull, NULL; Clang only tells zero from
 * nonzero, hence the translation.  __cond_releases(ret, x): released when
 * it returns ret, written as a release and a conditional acquire on the
 * other value.
 */
#define __cond_acquires_impl_true(x, ...)	__try_acquires##__VA_ARGS__##_ctx_lock(1, x)
#define __cond_acquires_impl_false(x, ...)	__try_acquires##__VA_ARGS__##_ctx_lock(0, x)
#define __cond_acquires_impl_nonzero(x, ...)	__try_acquires##__VA_ARGS__##_ctx_lock(1, x)
#define __cond_acquires_impl_0(x, ...)		__try_acquires##__VA_ARGS__##_ctx_lock(0, x)
#define __cond_acquires_impl_nonnull(x, ...)	__try_acquires##__VA_ARGS__##_ctx_lock(1, x)
#define __cond_acquires_impl_NULL(x, ...)	__try_acquires##__VA_ARGS__##_ctx_lock(0, x)
#define __cond_acquires_impl_not_true(x, ...)	__try_acquires##__VA_ARGS__##_ctx_lock(0, x)
#define __cond_acquires_impl_not_false(x, ...)	__try_acquires##__VA_ARGS__##_ctx_lock(1, x)
#define __cond_acquires_impl_not_nonzero(x, ...) __try_acquires##__VA_ARGS__##_ctx_lock(0, x)
#define __cond_acquires_impl_not_0(x, ...)	__try_acquires##__VA_ARGS__##_ctx_lock(1, x)
#define __cond_acquires_impl_not_nonnull(x, ...) __try_acquires##__VA_ARGS__##_ctx_lock(0, x)
#define __cond_acquires_impl_not_NULL(x, ...)	__try_acquires##__VA_ARGS__##_ctx_lock(1, x)
#define __cond_acquires(ret, x)			__cond_acquires_impl_##ret(x)
#define __cond_acquires_shared(ret, x)		__cond_acquires_impl_##ret(x, _shared)
#define __cond_releases(ret, x)			__releases(x) __cond_acquires_impl_not_##ret(x)

/* a function that returns a lock it took: myfunc() wraps _myfunc() */
#define __acquire_ret(call, ret_expr)		\
	({					\
		__auto_type __ret = call;	\
		__acquire(ret_expr);		\
		__ret;				\
	})
#define __acquire_shared_ret(call, ret_expr)	\
	({					\
		__auto_type __ret = call;	\
		__acquire_shared(ret_expr);	\
		__ret;				\
	})
#define __acquires_ret			__no_context_analysis
#define __acquires_shared_ret		__no_context_analysis

#endif /* _LINUX_COMPILER_CONTEXT_ANALYSIS_H */
