/*
 * Empty declarations and other things gcc accepts at file scope: a lone
 * ";" (gcc warns only with -pedantic), forward declarations of tags, tag
 * declarations without declarators, and empty statements in blocks.
 */
;
;;
struct fwd;
union fwd_u;
struct defined_only { int a; };
enum tag_only { TAG_A, TAG_B };
int x;;
struct fwd *use_fwd;
int f(void) { return x; };
;

int g(void)
{
	;
	{ ; }
	;;
	struct defined_only d = { 1 };
	struct fwd;		/* a new, local incomplete type */
	return d.a + TAG_B;
}
/* args: -Wno-decl */
