// Regenerates src/routeTree.gen.ts from src/routes (the same generator the Vite plugin runs), so the type-check
// never reads a stale route tree.
import { Generator, getConfig } from '@tanstack/router-generator';

const config = getConfig(
  { target: 'react', routesDirectory: './src/routes', generatedRouteTree: './src/routeTree.gen.ts', autoCodeSplitting: true },
  process.cwd(),
);
await new Generator({ config, root: process.cwd() }).run();
