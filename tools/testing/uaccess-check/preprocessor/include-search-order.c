/* args: -iquote inc/order/quote -Iinc/order/I -Iinc/order/I2 -isystem inc/order/sys -idirafter inc/order/after */
/*
 * The search order: the directory of the current file (quoted includes
 * only), -iquote (quoted only), -I in order, -isystem, -idirafter.
 */
#include "h1.h"
#include <h1.h>
#include <h2.h>
#include <h3.h>
#include <h4.h>
#include "inc/order/sub/a.h"
#include <h6.h>
#include <h7.h>
/* expect-E
int h1_quote;
int h1_I;
int h2_I;
int h3_sys;
int h4_after;
int h5_sub;
int h1_quote;
int h6_I;
int h7_I2;
*/
