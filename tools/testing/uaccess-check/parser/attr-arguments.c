/*
 * Attribute arguments are expressions (or identifiers, or strings):
 * section names, alignment computed with sizeof, several attributes in one
 * list, empty lists, commas with nothing between them, nested parentheses.
 */
#define CACHE_BYTES 64
int a1 __attribute__((section(".data..x"), aligned(8)));
int a2 __attribute__((__section__(".data" "..concatenated")));
int a3 __attribute__((aligned(sizeof(long) * 2)));
int a4 __attribute__((aligned((CACHE_BYTES))));
int a5 __attribute__((aligned(1 << 4), unused));
int a6 __attribute__((aligned(CACHE_BYTES > 32 ? CACHE_BYTES : 32)));
int a7 __attribute__(());
int a8 __attribute__((,unused,,));
int f1(const char *, ...) __attribute__((__format__(__printf__, 1, 2)));
void *f2(unsigned long n) __attribute__((alloc_size(1), malloc));
int f3(int *p) __attribute__((nonnull(1), warn_unused_result));
void f4(void) __attribute__((alias("f5")));
void f5(void) { }
void f6(void) __attribute__((deprecated("use f5 instead")));
/* Unknown attributes are accepted silently (gcc: -Wattributes warning). */
int a9 __attribute__((some_attribute_nobody_knows(1, "x")));
/* args: -Wno-decl */
