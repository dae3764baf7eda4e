/* An invocation whose argument list never closes is an error. */
/* args: -E */
#define F(x) [x]
int a = F(1);
/*
 * gcc reports it where the file ends; the checker reports it at the macro
 * name, where the unfinished invocation starts, which is what one must fix.
 */
int b = F(2, /* expect-error: unterminated argument list invoking macro "F" */
int c;
