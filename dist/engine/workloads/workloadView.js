export {};
//# sourceMappingURL=workloadView.js.map