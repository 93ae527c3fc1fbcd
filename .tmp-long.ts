import ts from 'typescript'
import { readFileSync } from 'node:fs'
import { execSync } from 'node:child_process'
const files = execSync("git ls-files 'src/*.ts' 'src/*.tsx' 'backend/src/*.ts'", { encoding: 'utf8' }).trim().split('\n')
let long: string[] = []
for (const f of files) {
  const text = readFileSync(f, 'utf8')
  const sf = ts.createSourceFile(f, text, ts.ScriptTarget.Latest, true, f.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const visit = (n: ts.Node) => {
    if (ts.isFunctionDeclaration(n) || ts.isArrowFunction(n) || ts.isFunctionExpression(n) || ts.isMethodDeclaration(n)) {
      const a = sf.getLineAndCharacterOfPosition(n.getStart()).line
      const b = sf.getLineAndCharacterOfPosition(n.getEnd()).line
      if (b - a + 1 > 50) {
        let name = (n as ts.FunctionDeclaration).name?.getText() ?? ''
        if (!name && ts.isVariableDeclaration(n.parent)) name = n.parent.name.getText()
        long.push(`${f}:${a + 1} ${name} ${b - a + 1}`)
      }
    }
    ts.forEachChild(n, visit)
  }
  visit(sf)
}
console.log(long.length + ' functions over 50 lines'); console.log(long.join('\n'))
