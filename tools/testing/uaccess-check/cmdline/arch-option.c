/* args: --arch=x86 -m32 */
/* sparse's --arch= with -m32 (what Kbuild passes for a 32-bit x86 kernel). */
#if defined(__i386__) && !defined(__x86_64__)
is_i386
#endif
/* expect-E
is_i386
*/
