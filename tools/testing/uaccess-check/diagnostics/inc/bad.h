int fine;
#warning in a header
#error also in a header
