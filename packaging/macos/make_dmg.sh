#!/usr/bin/env bash
# Pack Torite's macOS app into a compressed disk image: the app and a link to
# /Applications side by side, so a person installs it by dragging one onto the other, with
# the licence (LICENSE.txt) and the notice of the bundled parts (NOTICE.txt) beside them.
#
#   packaging/macos/make_dmg.sh dist/Torite.app dist/torite-0.1.0-macos-arm64.dmg
#
# Runs on macOS only (hdiutil, ditto, codesign).
#
# Signing: the app gets an ad-hoc signature ("-"), which Apple Silicon needs to run the code
# at all.  An ad-hoc signed app from the internet still meets Gatekeeper's warning; the person
# opens it once with Control-click > Open (or System Settings > Privacy & Security > Open
# Anyway).  A notarised release would instead need, in order:
#   1. a "Developer ID Application" certificate from a paid Apple Developer account in the
#      build machine's keychain;
#   2. every binary signed inside-out with it, with the hardened runtime and a timestamp:
#      codesign --force --options runtime --timestamp --sign "Developer ID Application: ..."
#      (plus an entitlements file if the frozen Python needs one, e.g.
#      com.apple.security.cs.disable-library-validation), then the .app itself;
#   3. the dmg submitted to Apple and waited for:
#      xcrun notarytool submit DMG --apple-id ... --team-id ... --password ... --wait
#      (or an App Store Connect API key);
#   4. the ticket stapled to the dmg so it verifies offline: xcrun stapler staple DMG.
set -euo pipefail

usage() {
    echo "usage: $(basename "$0") APP DMG" >&2
    echo "  APP  the .app bundle to pack (e.g. dist/Torite.app)" >&2
    echo "  DMG  the disk image to write (replaced if it exists)" >&2
}

die() {
    echo "$(basename "$0"): $*" >&2
    exit 1
}

if [[ $# -ne 2 ]]; then
    usage
    exit 2
fi
app=${1%/}
dmg=$2

[[ -d "$app" && "$app" == *.app ]] || die "not an .app bundle: $app"
for tool in hdiutil ditto codesign; do
    command -v "$tool" >/dev/null || die "$tool not found (this script runs on macOS)"
done

name=$(basename "$app" .app)
root=$(cd "$(dirname "$0")/../.." && pwd)  # the repository: LICENSE.txt and NOTICE.txt
for file in LICENSE.txt NOTICE.txt; do
    [[ -f "$root/$file" ]] || die "missing $root/$file"
done
staging=$(mktemp -d "${TMPDIR:-/tmp}/torite-dmg.XXXXXX")
trap 'rm -rf "$staging"' EXIT

# ditto keeps symlinks, permissions and extended attributes, which a frozen app relies on.
ditto "$app" "$staging/$name.app"
codesign --force --deep --sign - "$staging/$name.app"
codesign --verify --deep --strict "$staging/$name.app"
ln -s /Applications "$staging/Applications"
# The licence (GPL-3.0-or-later) and the notice of the bundled parts, beside the app.
cp "$root/LICENSE.txt" "$root/NOTICE.txt" "$staging/"

mkdir -p "$(dirname "$dmg")"
rm -f "$dmg"
# hdiutil now and then fails with "Resource busy" on a loaded machine: try a few times.
for attempt in 1 2 3; do
    if hdiutil create -volname "$name" -srcfolder "$staging" -fs HFS+ -format UDZO -ov "$dmg"; then
        break
    fi
    [[ $attempt -lt 3 ]] || die "hdiutil create failed $attempt times"
    sleep $((attempt * 5))
done
hdiutil verify "$dmg"
echo "wrote $dmg"
