/* Digraphs act as their punctuators and keep their spelling. */
%:define CAT(a, b) a %:%: b
%:define S(x) %:x
CAT(x, y) S(<:) S(%:%:) <: :> <% %> %: %:%:
%:if 1
digraph_if
%:endif
/* expect-E
xy "<:" "%:%:" <: :> <% %> %: %:%:
digraph_if
*/
