/*
 * A ')' with no '(' after a syntax error took the parser's paren depth
 * below 0, and "1ull << depth" then shifted by a negative amount (UBSan,
 * in a SANITIZE=1 build).  Now the depth stays at 0.
 */
)) /* expect-error: syntax error */
(
int after;
