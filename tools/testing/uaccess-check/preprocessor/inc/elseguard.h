#ifndef ELSEGUARD_H
#define ELSEGUARD_H
int eg;
#else
int eg_again;
#endif
