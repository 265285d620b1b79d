export function recreatePath(view) {
    return view.kind === 'CloneSet' ? 'specified-delete' : 'delete';
}
//# sourceMappingURL=recreatePath.js.map