/* Operands that are not evaluated may divide by zero. */
#if (2 || 1/0)
or_short_circuit
#endif
#if (0 && 1/0) == 0
and_short_circuit
#endif
#if 1 ? 2 : 1/0
conditional_skips_false_arm
#endif
#if 0 ? 1/0 : 3
conditional_skips_true_arm
#endif
#if 0 && (1 % 0)
wrong
#else
modulo_not_evaluated
#endif
/* expect-E
or_short_circuit
and_short_circuit
conditional_skips_false_arm
conditional_skips_true_arm
modulo_not_evaluated
*/
