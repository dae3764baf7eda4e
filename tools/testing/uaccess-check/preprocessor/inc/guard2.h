/* comments before the guard do not matter */
#if !defined(GUARD2_H)
#define GUARD2_H
int guard2;
#endif /* GUARD2_H */
