; Inno Setup 6 script for Torite's Windows installer.
;
; Build the one-folder app first (python packaging\build.py -> dist\torite\), then, from
; the repository root:
;
;   iscc /DAppVersion=0.1.0 packaging\windows\torite.iss
;
; The version comes from rules_core/version.py (python packaging\build.py --print-version);
; it is never written here.  The installer lands in dist\torite-<version>-setup.exe.
;
; By default it installs for the current user only, without administrator rights, into
; %LOCALAPPDATA%\Programs\Torite; the first page lets the person choose an install for all
; users instead (that one asks for elevation and goes to Program Files).
; Unattended: setup.exe /VERYSILENT /SUPPRESSMSGBOXES /NORESTART /CURRENTUSER

#if VER < EncodeVer(6,3,0)
  #error Inno Setup 6.3 or newer is needed (the x64compatible architecture identifier)
#endif

#ifndef AppVersion
  #error Pass the version on the command line: iscc /DAppVersion=X.Y.Z packaging\windows\torite.iss (python packaging\build.py --print-version prints it)
#endif

; Windows' binary version fields take numbers only (up to four, dot-separated).  A release
; version such as 1.2.0 serves as is; for a pre-release such as 1.3.0rc1 also pass
; /DAppNumericVersion=1.3.0.
#ifndef AppNumericVersion
  #define AppNumericVersion AppVersion
#endif

#define AppName "Torite"
#define AppExeName "torite.exe"
#define AppPublisher "The Torite authors"

[Setup]
; The AppId names this application to Windows' uninstall list and to later installers:
; it must never change, or an upgrade would install a second copy beside the first.
AppId={{2F45D6F5-76F1-4933-9AA3-E9B5BF68852C}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppPublisher}
AppCopyright=Copyright (C) 2026 {#AppPublisher}; GPL-3.0-or-later
VersionInfoVersion={#AppNumericVersion}
VersionInfoProductVersion={#AppNumericVersion}
VersionInfoTextVersion={#AppVersion}
VersionInfoProductTextVersion={#AppVersion}
VersionInfoProductName={#AppName}
VersionInfoDescription={#AppName} Setup
VersionInfoCompany={#AppPublisher}

; Paths below are relative to the repository root (two folders up from this script).
SourceDir=..\..
OutputDir=dist
OutputBaseFilename=torite-{#AppVersion}-setup
SetupIconFile=assets\icons\torite.ico
; The licence page shows the GNU GPL, version 3: Torite is GPL-3.0-or-later (see NOTICE.txt).
LicenseFile=LICENSE.txt

; Per-user install with no elevation; the dialog offers "all users" as well.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
DefaultDirName={autopf}\{#AppName}
DisableProgramGroupPage=yes

; The bundle is 64-bit (x64): run on x64 Windows and on Arm64 Windows 11 (x64 emulation).
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; Qt 6.11 supports Windows 10 1809 and later.
MinVersion=10.0.17763

Uninstallable=yes
UninstallDisplayName={#AppName}
UninstallDisplayIcon={app}\{#AppExeName}
CloseApplications=yes

WizardStyle=modern
Compression=lzma2/max
SolidCompression=yes
ShowLanguageDialog=auto

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "japanese"; MessagesFile: "compiler:Languages\Japanese.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; The whole PyInstaller one-folder app, subfolders included.
Source: "dist\torite\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs
; The licence and the notice of the bundled parts (the font's OFL is in the app's assets).
Source: "LICENSE.txt"; DestDir: "{app}"; Flags: ignoreversion
Source: "NOTICE.txt"; DestDir: "{app}"; Flags: ignoreversion

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExeName}"; WorkingDir: "{app}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExeName}"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExeName}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
