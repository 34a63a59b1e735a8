// The browser and server entry of a remote's production build. Only the shell loads a
// production build (through its container, remoteEntry.js), so the standalone harness is
// left out: its chunks held second copies of the exposed modules, which the federation
// manifest then listed among the exposes' own assets, and the shell downloaded them.
export {};
