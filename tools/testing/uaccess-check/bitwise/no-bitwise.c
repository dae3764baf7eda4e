/* args: -I$DIR/inc -Wno-bitwise */
/* -Wno-bitwise: the family is off, nothing is reported. */
#include "bitwise.h"

int f(__le32 a, __be32 b, u32 u)
{
	__le32 c = u;

	return (u32)a + b + c + (a == 1);
}
/* args: -Wno-decl */
