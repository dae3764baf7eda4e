/* args: -include inc/forced.h -imacros inc/macros.h */
/*
 * -imacros keeps only the macros of its file; -include reads the file
 * before the main file.
 */
int in_main = FORCED + FROM_IMACROS;
/* expect-E
int forced_first = 2;
int in_main = 1 + 2;
*/
