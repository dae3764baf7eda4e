# --version prints the name and a version, exit 0.
out=$("$UC" --version) || { echo "exit status $?"; exit 1; }
echo "$out" | grep -q 'uaccess-check' || { echo "no name in: $out"; exit 1; }
echo "$out" | grep -q '[0-9]' || { echo "no version in: $out"; exit 1; }
