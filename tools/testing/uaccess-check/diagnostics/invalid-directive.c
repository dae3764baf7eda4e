/* Unknown directives are errors outside skipped groups; "#" alone is fine. */
#bogus /* expect-error: invalid preprocessing directive #bogus */
#
# /* a null directive with a comment */
#if 0
#bogus2
#endif
int after;
/* expect-E
int after;
*/
