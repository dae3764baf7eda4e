/* args: -fmax-warnings=2 */
/* -fmax-warnings=N prints the first N warnings and says how many were dropped. */
#warning one /* expect-warning: one */
#warning two /* expect-warning: two */
#warning three
#warning four
#error errors are not capped /* expect-error: errors are not capped */
/* expect-output: -fmax-warnings=2 */
int x;
