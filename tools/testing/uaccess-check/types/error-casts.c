/*
 * Casts gcc rejects: to a struct type from another type ("conversion to
 * non-scalar type requested"), from a struct to a scalar ("aggregate
 * value used where an integer was expected", "cannot convert to a
 * pointer type"), to an array or function type ("cast specifies array
 * type", "cast specifies function type"), from a pointer to a floating
 * type ("pointer value used where a floating-point was expected"), and
 * to a union from a type none of its members has ("cast to union type
 * from type not present in union").
 */
struct s { int a; } st;
union u { int i; char *p; };
int i, *ip;
double d;
typedef int fn_t(void);

void f(void)
{
	st = (struct s)i; /* expect-error: conversion to non-scalar type requested */
	i = (int)st; /* expect-error: aggregate value used where an integer was expected */
	ip = (int *)st; /* expect-error: cannot convert to a pointer type */
	d = (double)ip; /* expect-error: pointer value used where a floating */
	(void)(int [2])ip; /* expect-error: cast specifies array type */
	(void)(fn_t)ip; /* expect-error: cast specifies function type */
	(void)(union u)d; /* expect-error: cast to union type from type not present in union */
	(void)(union u)i;
	st = (struct s)st;
}
/* args: -Wno-decl */
