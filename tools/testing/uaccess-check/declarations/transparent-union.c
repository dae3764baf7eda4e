/* args: -Wtransparent-union */
/*
 * -Wtransparent-union (off): gcc's transparent unions let a function take
 * any of several pointer types; sparse can report each use of the
 * attribute, for code that wants to avoid them.
 */
typedef union {
	int *i;
	long *l;
} arg_t __attribute__((transparent_union));	/* expect-warning: attribute __transparent_union__ */

union plain {
	int *i;
	long *l;
};
