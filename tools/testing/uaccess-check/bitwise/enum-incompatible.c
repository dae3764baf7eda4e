/* args: -I$DIR/inc */
/* Values of two restricted types in one enum: an error, as in sparse. */
#include "bitwise.h"

enum e { A = (__force __le32)1, B = (__force __be32)2 };	/* expect-error: incompatible restricted type */
