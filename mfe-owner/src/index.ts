// A remote has no page of its own: the shell renders its exposed `./Page`.
export {};
