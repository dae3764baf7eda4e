/*
 * A unit with more than 100 errors (sparse's default limit) stops at the
 * 101st: the first 100 are reported, then one note where it stopped, and
 * nothing after it, warnings included.
 */
int a1 b1; /* expect-error: syntax error */
int a2 b2; /* expect-error: syntax error */
int a3 b3; /* expect-error: syntax error */
int a4 b4; /* expect-error: syntax error */
int a5 b5; /* expect-error: syntax error */
int a6 b6; /* expect-error: syntax error */
int a7 b7; /* expect-error: syntax error */
int a8 b8; /* expect-error: syntax error */
int a9 b9; /* expect-error: syntax error */
int a10 b10; /* expect-error: syntax error */
int a11 b11; /* expect-error: syntax error */
int a12 b12; /* expect-error: syntax error */
int a13 b13; /* expect-error: syntax error */
int a14 b14; /* expect-error: syntax error */
int a15 b15; /* expect-error: syntax error */
int a16 b16; /* expect-error: syntax error */
int a17 b17; /* expect-error: syntax error */
int a18 b18; /* expect-error: syntax error */
int a19 b19; /* expect-error: syntax error */
int a20 b20; /* expect-error: syntax error */
int a21 b21; /* expect-error: syntax error */
int a22 b22; /* expect-error: syntax error */
int a23 b23; /* expect-error: syntax error */
int a24 b24; /* expect-error: syntax error */
int a25 b25; /* expect-error: syntax error */
int a26 b26; /* expect-error: syntax error */
int a27 b27; /* expect-error: syntax error */
int a28 b28; /* expect-error: syntax error */
int a29 b29; /* expect-error: syntax error */
int a30 b30; /* expect-error: syntax error */
int a31 b31; /* expect-error: syntax error */
int a32 b32; /* expect-error: syntax error */
int a33 b33; /* expect-error: syntax error */
int a34 b34; /* expect-error: syntax error */
int a35 b35; /* expect-error: syntax error */
int a36 b36; /* expect-error: syntax error */
int a37 b37; /* expect-error: syntax error */
int a38 b38; /* expect-error: syntax error */
int a39 b39; /* expect-error: syntax error */
int a40 b40; /* expect-error: syntax error */
int a41 b41; /* expect-error: syntax error */
int a42 b42; /* expect-error: syntax error */
int a43 b43; /* expect-error: syntax error */
int a44 b44; /* expect-error: syntax error */
int a45 b45; /* expect-error: syntax error */
int a46 b46; /* expect-error: syntax error */
int a47 b47; /* expect-error: syntax error */
int a48 b48; /* expect-error: syntax error */
int a49 b49; /* expect-error: syntax error */
int a50 b50; /* expect-error: syntax error */
int a51 b51; /* expect-error: syntax error */
int a52 b52; /* expect-error: syntax error */
int a53 b53; /* expect-error: syntax error */
int a54 b54; /* expect-error: syntax error */
int a55 b55; /* expect-error: syntax error */
int a56 b56; /* expect-error: syntax error */
int a57 b57; /* expect-error: syntax error */
int a58 b58; /* expect-error: syntax error */
int a59 b59; /* expect-error: syntax error */
int a60 b60; /* expect-error: syntax error */
int a61 b61; /* expect-error: syntax error */
int a62 b62; /* expect-error: syntax error */
int a63 b63; /* expect-error: syntax error */
int a64 b64; /* expect-error: syntax error */
int a65 b65; /* expect-error: syntax error */
int a66 b66; /* expect-error: syntax error */
int a67 b67; /* expect-error: syntax error */
int a68 b68; /* expect-error: syntax error */
int a69 b69; /* expect-error: syntax error */
int a70 b70; /* expect-error: syntax error */
int a71 b71; /* expect-error: syntax error */
int a72 b72; /* expect-error: syntax error */
int a73 b73; /* expect-error: syntax error */
int a74 b74; /* expect-error: syntax error */
int a75 b75; /* expect-error: syntax error */
int a76 b76; /* expect-error: syntax error */
int a77 b77; /* expect-error: syntax error */
int a78 b78; /* expect-error: syntax error */
int a79 b79; /* expect-error: syntax error */
int a80 b80; /* expect-error: syntax error */
int a81 b81; /* expect-error: syntax error */
int a82 b82; /* expect-error: syntax error */
int a83 b83; /* expect-error: syntax error */
int a84 b84; /* expect-error: syntax error */
int a85 b85; /* expect-error: syntax error */
int a86 b86; /* expect-error: syntax error */
int a87 b87; /* expect-error: syntax error */
int a88 b88; /* expect-error: syntax error */
int a89 b89; /* expect-error: syntax error */
int a90 b90; /* expect-error: syntax error */
int a91 b91; /* expect-error: syntax error */
int a92 b92; /* expect-error: syntax error */
int a93 b93; /* expect-error: syntax error */
int a94 b94; /* expect-error: syntax error */
int a95 b95; /* expect-error: syntax error */
int a96 b96; /* expect-error: syntax error */
int a97 b97; /* expect-error: syntax error */
int a98 b98; /* expect-error: syntax error */
int a99 b99; /* expect-error: syntax error */
int a100 b100; /* expect-error: syntax error */
int a101 b101; /* expect-note: checking of this unit stopped: too many errors (-fmax-errors=100) */
int a102 b102;
int a103 b103;
int a104 b104;
int a105 b105;
int a106 b106;
int a107 b107;
int a108 b108;
int a109 b109;
int a110 b110;
int x;
#warning not reported
