/* #warning is a warning of the "cpp" check, and the unit goes on. */
int before;
#warning watch out /* expect-warning: #warning watch out [-Wcpp] */
int after;
#  warning   spaced   out /* expect-warning: spaced out */
int at_end;
/* expect-E
int before;
int after;
int at_end;
*/
