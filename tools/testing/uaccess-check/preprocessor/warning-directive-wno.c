/* args: -Wno-cpp */
/* -Wno-cpp silences #warning; the rest goes on. */
int before;
#warning silenced
int after;
/* expect-E
int before;
int after;
*/
