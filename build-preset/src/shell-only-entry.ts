// The browser and server entry of a remote's build: empty. Only the shell loads a remote
// (through its container, remoteEntry.js); an entry of its own put second copies of the
// exposed modules in its chunks, which the federation manifest then listed among the
// exposes' own assets, and the shell downloaded them.
export {};
