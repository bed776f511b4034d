import { describe, expect, it } from 'vitest';
import { addStyledIds, fileKey } from '../../scripts/lib/styled-ids.mjs';

/*
 * Stable styled-components ids (scripts/lib/styled-ids.mjs): each factory call site gets an id from its
 * file and its place in the file, so the prerender and the browser name every component alike whatever
 * order their modules load in (the e2e suite checks the classes of a page drawn both ways).
 */

const ROOT = '/project';
const FILE = '/project/src/features/games/components/SortSelect.tsx';

const SOURCE = `import styled, { css } from 'styled-components';
import { Select } from '@/design-system';
const Title = styled.h1\`font-weight: 700;\`;
const SortField = styled(Select)\`width: auto;\`;
const Plain = styled.button.attrs({ type: 'button' })\`padding: 0;\`;
const Named = styled.div.withConfig({ componentId: 'hand-made' })\`margin: 0;\`;
const shared = css\`color: red;\`;
`;

describe('addStyledIds', () => {
  it("gives each styled.tag and styled(Component) call site an id from its file and its place, before .attrs", () => {
    const key = fileKey(FILE, ROOT);
    const out = addStyledIds(SOURCE, FILE, ROOT)!.code;
    expect(out).toContain(`styled.h1.withConfig({ componentId: "sc-${key}-0" })\`font-weight: 700;\``);
    expect(out).toContain(`styled(Select).withConfig({ componentId: "sc-${key}-1" })\`width: auto;\``);
    expect(out).toContain(`styled.button.withConfig({ componentId: "sc-${key}-2" }).attrs({ type: 'button' })`);
    // An id set by hand stays; css`` is not a component.
    expect(out).toContain(`styled.div.withConfig({ componentId: 'hand-made' })`);
    expect(out).toContain('const shared = css`color: red;`;');
  });

  it('names the same file alike in every build, and another file (or the same path elsewhere) differently', () => {
    expect(addStyledIds(SOURCE, FILE, ROOT)!.code).toBe(addStyledIds(SOURCE, `/elsewhere${FILE.slice(ROOT.length)}`, '/elsewhere')!.code);
    expect(fileKey(FILE, ROOT)).not.toBe(fileKey('/project/src/features/games/components/Other.tsx', ROOT));
    expect(fileKey(FILE, ROOT)).toMatch(/^[a-zA-Z0-9]{6}$/);
  });

  it('follows a renamed import, and leaves modules without styled-components alone', () => {
    const renamed = "import makeStyled from 'styled-components';\nconst A = makeStyled.div`color: red;`;\n";
    expect(addStyledIds(renamed, FILE, ROOT)!.code).toContain('makeStyled.div.withConfig({ componentId: ');
    expect(addStyledIds("import { css } from 'styled-components';\nexport const a = css`color: red;`;\n", FILE, ROOT)).toBeNull();
    expect(addStyledIds('const styled = { div: 1 };\nexport const a = styled.div;\n', FILE, ROOT)).toBeNull();
  });
});
