#ifndef NOTGUARD_H
#define NOTGUARD_H
int ng;
#endif
int ng_after;
